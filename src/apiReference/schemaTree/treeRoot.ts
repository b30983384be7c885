import * as React from 'react';

/** The anchor of the tree being rendered (`request-body`, `response-200`…), for links within it (`SchemaNode.sameAs`). */
export const TreeRootAnchor = React.createContext<string | null>(null);
