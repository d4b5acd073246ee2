import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Language } from 'src/common/i18n/language';
import { Attribute, type AttributeType } from './attribute.entity';
import { type LanguageUsed, namedIn } from './localized';

export interface AttributeView extends LanguageUsed {
  id: number;
  type: AttributeType;
  value: string;
  name: string;
  position: number;
}

/** Authored choice lists such as the end-treatment reasons, named in the asked language. */
@Injectable()
export class AttributesService {
  constructor(private readonly em: EntityManager) {}

  async list(language: Language, type?: AttributeType): Promise<AttributeView[]> {
    const attributes = await this.em.find(Attribute, type ? { type } : {}, {
      populate: ['texts'],
      orderBy: { type: 'asc', position: 'asc', id: 'asc' },
    });
    return attributes.map((attribute) => ({
      id: attribute.id,
      type: attribute.type,
      value: attribute.value,
      position: attribute.position,
      ...namedIn(attribute.texts, language),
    }));
  }
}
