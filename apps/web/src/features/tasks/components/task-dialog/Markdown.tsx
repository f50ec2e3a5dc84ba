import { Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';

// A task's text sits under the dialog's own headings: its headings start two levels down.
const components: Components = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h4>{children}</h4>,
  h3: ({ children }) => <h5>{children}</h5>,
  h4: ({ children }) => <h6>{children}</h6>,
  h5: ({ children }) => <h6>{children}</h6>,
  h6: ({ children }) => <h6>{children}</h6>,
};

/** Markdown text as formatted content; raw HTML in it is dropped, never rendered, and unsafe links are defused. */
export function Markdown({ text }: { text: string }) {
  return (
    <Typography fz="sm">
      <ReactMarkdown skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </Typography>
  );
}
