// react-aria-components' RouterProvider, re-exported from its own module so the build marks it `"use client"` and
// ui's barrel (`index.js`) stays free of client code (docs/adr/0018-kit-build-shape.md).
export { RouterProvider } from 'react-aria-components';
