export const contactCopy = {
  location: "Monterrey, Mexico · working with clients worldwide",
};
