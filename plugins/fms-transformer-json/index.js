// A Gatsby plugin needs a main file; everything is in gatsby-node.js.
