/** A log destination that keeps what the application wrote, for tests that read its log. */
export class LogCapture {
  private readonly chunks: string[] = [];

  write(chunk: string): void {
    this.chunks.push(chunk);
  }

  clear(): void {
    this.chunks.length = 0;
  }

  /** Everything written so far, as written (one JSON object a line). */
  get text(): string {
    return this.chunks.join('');
  }

  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
