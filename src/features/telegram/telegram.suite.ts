import { runSuite } from '../../../test/suites';

runSuite(__dirname);
