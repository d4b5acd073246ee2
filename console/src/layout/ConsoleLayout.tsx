import { type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
    {children}
  </Layout>
);
