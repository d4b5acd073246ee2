import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import { type Crumb, isCrumbList, isTreeNode, type TreeNode, useContentJson } from './content-api';
import { type ContentLanguage } from './content-language';
import { type ContentKind, editorPath, modulesListPath, useRole } from './content-paths';

function isEditable(type: string): type is ContentKind {
  return type === 'module' || type === 'chapter' || type === 'section' || type === 'page';
}

/** The server's breadcrumb (module → chapter → section → page) of a chapter, section or page. */
export function useBreadcrumb(
  type: 'chapter' | 'section' | 'page',
  id: number | string | undefined,
  language: ContentLanguage,
) {
  const path = id === undefined ? null : `/api/breadcrumb/${language}/${type}/${id}/0`;
  return useContentJson<Crumb[]>(path, language, isCrumbList);
}

/** The breadcrumb as links to each level's editor; the last one is where the user is. */
export const ContentBreadcrumb = ({
  crumbs,
  language,
}: {
  crumbs: readonly Crumb[] | null;
  language: ContentLanguage;
}) => {
  const translate = useTranslate();
  const role = useRole();
  return (
    <Breadcrumbs aria-label={translate('app.modules.breadcrumb')} sx={{ mb: 2 }}>
      <MuiLink component={Link} to={modulesListPath(role)} underline="hover">
        {translate('resources.modules.name', { smart_count: 2 })}
      </MuiLink>
      {(crumbs ?? []).map((crumb, index, all) =>
        index === all.length - 1 || !isEditable(crumb.type) ? (
          <Typography key={`${crumb.type}-${crumb.id}`} color="text.primary" aria-current="page">
            {crumb.name}
          </Typography>
        ) : (
          <MuiLink
            key={`${crumb.type}-${crumb.id}`}
            component={Link}
            to={editorPath(crumb.type, role, crumb.id, language)}
            underline="hover"
          >
            {crumb.name}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
};

const TreeLevel = ({
  nodes,
  language,
  current,
}: {
  nodes: readonly TreeNode[];
  language: ContentLanguage;
  current: { type: string; id: number } | undefined;
}) => {
  const role = useRole();
  return (
    <Box component="ul" sx={{ listStyle: 'none', pl: 2, my: 0.5 }}>
      {nodes.map((node) => {
        const here = current?.type === node.type && current.id === node.id;
        return (
          <li key={`${node.type}-${node.id}`}>
            {isEditable(node.type) && !here ? (
              <MuiLink
                component={Link}
                to={editorPath(node.type, role, node.id, language)}
                underline="hover"
                variant="body2"
              >
                {node.name}
              </MuiLink>
            ) : (
              <Typography variant="body2" fontWeight="bold" aria-current="page" component="span">
                {node.name}
              </Typography>
            )}
            {node.children !== undefined && node.children.length > 0 && (
              <TreeLevel nodes={node.children} language={language} current={current} />
            )}
            {node.empty_text ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: 2 }}>
                {node.empty_text}
              </Typography>
            ) : null}
          </li>
        );
      })}
    </Box>
  );
};

/** The tree view of a module (chapters → sections → pages), each node a link to its editor. */
export const ContentTree = ({
  moduleId,
  language,
  current,
  version = 0,
}: {
  moduleId: number | null;
  language: ContentLanguage;
  current?: { type: string; id: number };
  /** Changes when the structure changed, so the tree is asked again. */
  version?: string | number;
}) => {
  const translate = useTranslate();
  const path = moduleId === null ? null : `/api/treeview/module/${moduleId}/${language}`;
  const { data } = useContentJson<TreeNode>(path, language, isTreeNode, version);
  if (moduleId === null) return null;
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={translate('app.modules.tree')}
      sx={{ p: 1, minWidth: 240, maxWidth: 320, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}
    >
      <Typography variant="subtitle2" sx={{ px: 1 }}>
        {translate('app.modules.tree')}
      </Typography>
      {data !== null && <TreeLevel nodes={[data]} language={language} current={current} />}
    </Paper>
  );
};
