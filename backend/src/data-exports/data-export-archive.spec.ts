import { inflateRawSync } from 'node:zlib';
import { jsonEntry, zipEntries } from './data-export-archive';

/** The names and bytes of a ZIP's entries, read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const begin = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(begin, begin + size);
    files.set(name, (method === 0 ? data : inflateRawSync(data)).toString('utf8'));
    offset += 46 + skip;
  }
  return files;
}

describe('the export archive', () => {
  it('zips JSON files and raw files under their paths', async () => {
    const zip = await zipEntries(
      [
        jsonEntry('profile.json', { first_name: 'Klara', national_id: '198001011234' }),
        { path: 'documents/a-intyg.txt', data: Buffer.from('hej', 'utf8') },
      ],
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const files = unzip(zip);
    expect([...files.keys()]).toEqual(['profile.json', 'documents/a-intyg.txt']);
    expect(JSON.parse(files.get('profile.json') ?? '')).toEqual({
      first_name: 'Klara',
      national_id: '198001011234',
    });
    expect(files.get('documents/a-intyg.txt')).toBe('hej');
  });
});
