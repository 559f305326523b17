import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page (Testing Library cleans up by itself only with Vitest's globals on).
afterEach(cleanup);
