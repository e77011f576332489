// The English words of the contact card: its element carries them, and no other element does.

export const contactCard = {
  hello: 'Hello {firstName}!',
  close: 'Close',
  meeting: 'We look forward to seeing you at {location} on {date}.',
  intro:
    'If you have any questions or need support before your training, feel free to reach out to your customer care contact.',
  helpNote: 'This information is always available under the help icon.',
  moreTrainings: 'Do you have more upcoming trainings? Visit our {link}.',
  customerCarePage: 'Customer Care page',
  contact: 'Your customer care contact',
  noPicture: 'No picture',
  availability: 'Mon. to Fri. {start} – {end} UTC'
}
