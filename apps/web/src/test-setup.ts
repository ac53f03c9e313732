import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are small and shared: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => cleanup());
