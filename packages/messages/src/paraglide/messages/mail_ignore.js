/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_IgnoreInputs */

const en_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not expect this email, you can ignore it.`)
};

const de_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.`)
};

const fr_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.`)
};

const nl_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als u deze e-mail niet verwachtte, kunt u hem negeren.`)
};

const es_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no esperaba este correo, puede ignorarlo.`)
};

const en_xa2_mail_ignore = /** @type {(inputs: Mail_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îƒ ýöü ðíð ñöţ éẋþéçţ ţĥíš éɱáíļ, ýöü çáñ íĝñöŕé íţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "If you did not expect this email, you can ignore it." |
*
* @param {Mail_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_ignore = /** @type {((inputs?: Mail_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_IgnoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ignore(inputs)
	if (locale === "fr") return fr_mail_ignore(inputs)
	if (locale === "nl") return nl_mail_ignore(inputs)
	if (locale === "es") return es_mail_ignore(inputs)
	if (locale === "en-XA") return en_xa2_mail_ignore(inputs)
	return en_mail_ignore(inputs)
});