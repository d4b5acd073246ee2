import { Allow } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { RenameDto } from './chapter-section.dto';
import { LanguageField } from './content-fields';
import { UpdateModuleDto } from './module.dto';
import { UpdatePageDto } from './page.dto';
import { UpdateTestDto } from './test.dto';

/**
 * react-admin's update sends the whole record back, read-only parts included: these are
 * accepted and ignored (moving an object to another parent or position goes through the order
 * routes). Texts are written in `language` (the record's language, default sv).
 */
export class AdminModuleUpdateDto extends UpdateModuleDto {
  @LanguageField() language?: Language;
  @Allow() test?: unknown;
  @Allow() chapters?: unknown;
  @Allow() fallback?: unknown;
  @Allow() id?: unknown;
  @Allow() _id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() languages?: unknown;
  @Allow() created_at?: unknown;
  @Allow() updated_at?: unknown;
}

export class AdminChapterUpdateDto extends RenameDto {
  @LanguageField() language?: Language;
  @Allow() module_id?: unknown;
  @Allow() module?: unknown;
  @Allow() sections?: unknown;
  @Allow() id?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() position?: unknown;
  @Allow() empty_text?: unknown;
}

export class AdminSectionUpdateDto extends RenameDto {
  @LanguageField() language?: Language;
  @Allow() chapter_id?: unknown;
  @Allow() test_id?: unknown;
  @Allow() module?: unknown;
  @Allow() chapter?: unknown;
  @Allow() test?: unknown;
  @Allow() pages?: unknown;
  @Allow() pages_count?: unknown;
  @Allow() id?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() position?: unknown;
  @Allow() empty_text?: unknown;
}

export class AdminPageUpdateDto extends UpdatePageDto {
  @LanguageField() language?: Language;
  @Allow() section_id?: unknown;
  @Allow() questions?: unknown;
  @Allow() id?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() position?: unknown;
}

export class AdminTestUpdateDto extends UpdateTestDto {
  @LanguageField() language?: Language;
  @Allow() sections?: unknown;
  @Allow() id?: unknown;
  @Allow() _id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() empty_text?: unknown;
}
