/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_SaveInputs */

const en_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send confirmation link`)
};

const de_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungslink senden`)
};

const fr_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien de confirmation`)
};

const nl_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestigingslink versturen`)
};

const es_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar enlace de confirmación`)
};

const en_xa2_account_email_save = /** @type {(inputs: Account_Email_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð çöñƒíŕɱáţíöñ ļíñķ one t]`)
};

/**
* | output |
* | --- |
* | "Send confirmation link" |
*
* @param {Account_Email_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_save = /** @type {((inputs?: Account_Email_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_email_save(inputs)
	if (locale === "fr") return fr_account_email_save(inputs)
	if (locale === "nl") return nl_account_email_save(inputs)
	if (locale === "es") return es_account_email_save(inputs)
	if (locale === "en-XA") return en_xa2_account_email_save(inputs)
	return en_account_email_save(inputs)
});