// The domain schemas of the public contact and feedback forms, for their lazy resolvers (lazyZodResolver).
// A dynamic import of '@vez/domain' itself would make the whole domain barrel one lazy chunk, and pages that
// import a formatter from the domain would then load zod with it: this module names only what the forms need.
export { contactMessageSchema, feedbackSchema } from '@vez/domain';
