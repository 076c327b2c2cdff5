/** Contact details shown when the configuration (CONTACT_EMAIL, CONTACT_PHONE) does not set them. */
export const contactDefaults: { email: string; phone?: string } = {
  email: "hello@dvat.ai",
};

export const contactCopy = {
  location: "Monterrey, Mexico · working with clients worldwide",
};
