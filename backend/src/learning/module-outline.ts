import { type EntityManager } from '@mikro-orm/postgresql';
import { type ContentModule } from 'src/content/content-module.entity';

/** A page of a module in reading order, with the chapter it sits in (0: a test's page). */
export interface OutlinePage {
  id: number;
  chapterId: number;
  sectionId: number;
}

/**
 * The pages of a module in the order a client meets them: by chapter, section and page position
 * (ids break ties). An assessment's pages are its test's, by section and page position.
 */
export async function moduleOutline(
  em: EntityManager,
  module: ContentModule,
): Promise<OutlinePage[]> {
  const connection = em.getConnection();
  if (module.type === 'assessment') {
    if (!module.test) return [];
    const rows = await connection.execute<{ id: number; section_id: number }[]>(
      `select p.id, p.section_id from pages p join sections s on s.id = p.section_id
        where s.test_id = ? order by s.position, s.id, p.position, p.id`,
      [module.test.id],
    );
    return rows.map((row) => ({ id: row.id, chapterId: 0, sectionId: row.section_id }));
  }
  const rows = await connection.execute<{ id: number; section_id: number; chapter_id: number }[]>(
    `select p.id, p.section_id, s.chapter_id from pages p
       join sections s on s.id = p.section_id join chapters c on c.id = s.chapter_id
      where c.module_id = ? order by c.position, c.id, s.position, s.id, p.position, p.id`,
    [module.id],
  );
  return rows.map((row) => ({ id: row.id, chapterId: row.chapter_id, sectionId: row.section_id }));
}
