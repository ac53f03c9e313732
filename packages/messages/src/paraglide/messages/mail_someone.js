/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_SomeoneInputs */

const en_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

const de_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied`)
};

const fr_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un membre`)
};

const nl_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een lid`)
};

const es_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un miembro`)
};

const en_xa2_mail_someone = /** @type {(inputs: Mail_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ɱéɱƀéŕ ]`)
};

/**
* | output |
* | --- |
* | "A member" |
*
* @param {Mail_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_someone = /** @type {((inputs?: Mail_SomeoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_SomeoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_someone(inputs)
	if (locale === "fr") return fr_mail_someone(inputs)
	if (locale === "nl") return nl_mail_someone(inputs)
	if (locale === "es") return es_mail_someone(inputs)
	if (locale === "en-XA") return en_xa2_mail_someone(inputs)
	return en_mail_someone(inputs)
});