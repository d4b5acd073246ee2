import { type TranslationMessages } from 'react-admin';
import { type AppMessages, type ResourceMessages } from './app-en';

/** react-admin's ra.* texts plus the console's own app.* texts, in react-admin's %{} format. */
export type ConsoleMessages = TranslationMessages & {
  app: AppMessages;
  resources: ResourceMessages;
};
