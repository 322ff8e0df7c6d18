import { createContext, type ComponentType } from 'react';

/**
 * What a form's failure offers to do about it, by the API's error code (`email_unconfirmed`:
 * send the confirmation link again). The app fills it in: shared forms do not know the features
 * that do these things.
 */
export const FormErrorActions = createContext<Partial<Record<string, ComponentType>>>({});
