import englishMessages from 'ra-language-english';
import { appEn, resourcesEn } from './app-en';
import { type ConsoleMessages } from './messages';

export const en: ConsoleMessages = { ...englishMessages, app: appEn, resources: resourcesEn };
