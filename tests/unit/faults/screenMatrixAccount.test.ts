// The fault matrix (screenMatrix.ts) for the calls of the account: auth and user.
import { apiCalls } from '../support/apiCalls';
import { describeCallsOnScreens, isAccountCall, setUpFaultTests } from '../support/screenMatrix';

setUpFaultTests();
describeCallsOnScreens(apiCalls.filter((call) => isAccountCall(call)));
