// The shared jsdom test setup (@assay/ui owns it for every front-end suite).
import { setUpJsdomTests } from '@assay/ui/testing/jsdom-setup';

setUpJsdomTests();
