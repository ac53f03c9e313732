/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Email_SentInputs */

const en_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the link we sent to ${i?.email} to finish the change.`)
};

const de_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Öffnen Sie den Link, den wir an ${i?.email} gesendet haben, um die Änderung abzuschließen.`)
};

const fr_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrez le lien envoyé à ${i?.email} pour terminer la modification.`)
};

const nl_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open de link die we naar ${i?.email} stuurden om de wijziging af te ronden.`)
};

const es_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abre el enlace que enviamos a ${i?.email} para terminar el cambio.`)
};

const en_xa2_account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öþéñ ţĥé ļíñķ ŵé šéñţ ţö ${i?.email} ţö ƒíñíšĥ ţĥé çĥáñĝé. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Open the link we sent to {email} to finish the change." |
*
* @param {Account_Email_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_sent = /** @type {((inputs: Account_Email_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_email_sent(inputs)
	if (locale === "fr") return fr_account_email_sent(inputs)
	if (locale === "nl") return nl_account_email_sent(inputs)
	if (locale === "es") return es_account_email_sent(inputs)
	if (locale === "en-XA") return en_xa2_account_email_sent(inputs)
	return en_account_email_sent(inputs)
});