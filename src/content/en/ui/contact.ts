/**
 * UI strings of the contact page, its form (in the browser and on the server's page for visitors
 * without JavaScript), the form's messages, the thank-you panel and page, and the privacy notice.
 * The FAQ and the contact cards are content, translated in src/content/<locale>/pages/contact.yaml.
 * `{name}` marks a value filled in at render time; a translation keeps each slot and may move it.
 * The form island receives `contact.form|field|placeholder|option|error|failure|wait|thanks.*`;
 * words only the server's pages show go under other prefixes (`contact.thanksPage.*`, …).
 * Form option VALUES stay English (the server validates and stores them); only their labels here
 * are translated.
 */
export default {
  'contact.title': 'Contact',
  'contact.description':
    'Ask {site} for a fuel quote, a bulk or emergency delivery, or dealership guidance. Call, e-mail or send a request.',
  'contact.hero.title': 'Get in Touch',
  'contact.hero.lead':
    'Ask for a quote, arrange a delivery or get guidance on a dealership. Send us a request and our team will call you back.',
  /** {brand}: the brand's name; {field}: the Inquiry Type label; {option}: Partnership's. */
  'contact.brandNote':
    "Your request is about a petrol pump dealership with {brand}. {field} is set to {option}; change anything you like. This asks for our guidance; it is not a dealership application, which is made only on the brand's official portal.",
  'contact.information': 'Contact Information',
  'contact.faq': 'Frequently Asked Questions',

  'contact.form.title': 'Send Us a Request',
  /** {mark}: the asterisk, with "with an asterisk" for screen readers. */
  'contact.form.required': 'Fields marked {mark} are required.',
  'contact.form.asterisk': 'with an asterisk',
  'contact.form.honeypot': 'Leave this field empty',
  'contact.form.send': 'Send Request',
  'contact.form.sending': 'Sending…',
  'contact.form.received': 'Request received: your reference is {reference}.',
  'contact.form.callUs': 'You can also call us on {phone}.',
  /** {callback}: how soon we call back ("we aim to call back within one working day"): a sentence. */
  'contact.callback': '{callback}.',

  'contact.field.fullName': 'Full Name',
  'contact.field.contactNumber': 'Contact Number ({digits} digits)',
  'contact.field.productModel': 'Product/Fuel Type',
  'contact.field.issueType': 'Inquiry Type',
  'contact.field.fullAddressL': 'Full Address',
  'contact.field.warrantyStatus': 'Supply Contract Status',
  'contact.field.preferredServiceDate': 'Preferred Contact Date',
  'contact.placeholder.productModel': 'Select a fuel type',
  'contact.placeholder.issueType': 'Select an inquiry type',
  'contact.placeholder.warrantyStatus': 'Select a contract status',

  'contact.option.premiumDiesel': 'Premium Diesel',
  /** {grade}: the blend's name, B20 or B100. */
  'contact.option.biofuel': '{grade} Biofuel',
  'contact.option.customBlend': 'Custom Blend',
  'contact.option.bulkOrder': 'Bulk Order',
  'contact.option.deliveryIssue': 'Delivery Issue',
  'contact.option.technicalSupport': 'Technical Support',
  /**
   * The spec's "Partnership" option (its stored value stays "Partnership"), named for what it
   * is: our guidance on a petrol pump dealership. "Partnership" alone read, to a wary land owner,
   * as becoming a business partner: the fake-dealership pitch.
   */
  'contact.option.partnership': 'Petrol pump dealership guidance',
  'contact.option.other': 'Other',
  'contact.option.underContract': 'Under Contract',
  'contact.option.noContract': 'No Contract',
  'contact.option.expiringSoon': 'Expiring Soon',

  'contact.error.fullName': 'Enter your full name.',
  'contact.error.fullNameTooLong': 'Keep your name under {max} characters.',
  'contact.error.contactNumberMissing': 'Enter your {digits}-digit contact number.',
  'contact.error.contactNumber':
    'Enter a {digits}-digit contact number, digits only, for example {example}.',
  'contact.error.issueType': 'Choose an inquiry type.',
  'contact.error.fullAddressL': 'Enter your full address.',
  'contact.error.fullAddressTooLong': 'Keep the address under {max} characters.',
  'contact.error.date': 'Enter the date as a calendar date.',
  'contact.error.brand': 'Choose a dealership brand from our guides.',
  /** A value the form does not offer (only a tampered request sends one). */
  'contact.error.invalid': 'Invalid input',

  'contact.failure.network':
    'We could not reach our server, so your request was not sent. Check your connection and try again.',
  'contact.failure.server':
    'Something went wrong on our side and your request was not sent. Please try again in a moment.',
  'contact.failure.tooLarge':
    'Your request is too long to send. Please shorten the address and try again.',
  'contact.failure.refused':
    'Your request was refused by our server. Please reload the page and try again.',
  'contact.failure.unreadable':
    'Our server could not read your request. Please reload the page and try again.',
  /** {wait}: one of the contact.wait.* phrases. */
  'contact.failure.rateLimited':
    'We have received several requests from you in a short time, so this one was not sent yet. Please wait {wait} and try again.',
  'contact.wait.second': '{count} second',
  'contact.wait.seconds': '{count} seconds',
  'contact.wait.minutes': '{count} minutes',

  'contact.thanks.title': 'Thank You!',
  'contact.thanks.message': 'We have your request and will call you back.',
  'contact.thanks.reference': 'Your reference: {reference}',
  'contact.thanks.whatsapp': 'Send us your reference on WhatsApp',
  'contact.thanks.whatsappMessage':
    'Hello {site}, I sent a request on your website. My reference is {reference}. ({url})',
  'contact.thanksPage.title': 'Thank You',
  'contact.thanksPage.description': '{site} has your request and will call you back.',
  'contact.thanksPage.home': 'Back to home',
  'contact.backToContact': 'Back to the contact page',

  'contact.privacy.title': 'How we use your details',
  'contact.privacy.collect':
    'We collect only what you type into this form: your name, number, address, the fuel and inquiry type, your contract status and the date you would like us to contact you.',
  'contact.privacy.use': 'We use them only to answer your request. We do not sell or share them.',
  'contact.privacy.keptWhileNeeded':
    '{business} stores them on its own systems for as long as it takes to answer you and follow up on your request.',
  'contact.privacy.keptOneDay':
    '{business} stores them on its own systems for {days} day, then deletes them automatically.',
  'contact.privacy.keptDays':
    '{business} stores them on its own systems for {days} days, then deletes them automatically.',
  /** Shown with a retention period: {days} is the longest a deleted request stays in a backup copy. */
  'contact.privacy.backupDays':
    'Backup copies may keep them for up to {days} days after they are deleted; then those copies are deleted too.',
  /** {email}: the support address, a link; {year}: the Act's year. */
  'contact.privacy.rights':
    "You can ask us to see, correct or delete them at any time by writing to {email}, as India's Digital Personal Data Protection Act, {year} (DPDP Act) provides.",

  // The server's page for a form posted without JavaScript, and its refusals.
  'contact.noscript.title': 'Please check your request',
  'contact.noscript.summary': 'Your request was not sent yet. Please correct:',
  /** One line of the summary: {field}: the field's label; {message}: what is wrong. */
  'contact.noscript.problem': '{field}: {message}',
  'contact.server.usePost': 'Use POST.',
  'contact.server.tooManyTitle': 'Too many requests',
  'contact.server.tooMany':
    'Too many requests from your connection. Please try again in {seconds} seconds.',
  'contact.server.refusedTitle': 'Request refused',
  'contact.server.refused': 'Requests must come from this website’s own contact form.',
  'contact.server.unsupportedTitle': 'Unsupported request',
  /** {json} and {form}: the two media types, as written. */
  'contact.server.unsupported': 'Send the request as {json} or {form}.',
  'contact.server.tooLargeTitle': 'Request too large',
  'contact.server.tooLarge': 'The request is larger than {size} KB. Please shorten it.',
  'contact.server.badJson': 'The request body is not valid JSON.',
  'contact.server.notObject': 'Send the fields as one JSON object.',
} as const;
