import '@testing-library/jest-dom';
import { deserialize, serialize } from 'node:v8';

// jsdom's window lacks structuredClone, which Node and browsers have: the Markdown pipeline
// copies a parsed tree with it before rendering, also in the component tests that render code.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
