// The reference of test/bench/console-bundle.bench.mjs: react-admin with one resource (a list)
// over ra-data-simple-rest, as its documentation's first example, and nothing else.
import simpleRestProvider from 'ra-data-simple-rest';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')}>
      <Resource name="posts" list={PostList} />
    </Admin>
  </StrictMode>,
);
