import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s, not 1: lists render as transitions (React yields between posts), and two
// cores shared with the server tests stretch that. A wait still ends as soon as what it checks is true.
configure({ asyncUtilTimeout: 5_000 });
