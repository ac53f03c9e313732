/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mail_Respondent_UntilInputs */

const en_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works until ${i?.date}. If you did not expect this email, you can ignore it.`)
};

const de_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Link gilt bis ${i?.date}. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.`)
};

const fr_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lien est valable jusqu'au ${i?.date}. Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.`)
};

const nl_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De link werkt tot ${i?.date}. Als u deze e-mail niet verwachtte, kunt u hem negeren.`)
};

const es_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace funciona hasta el ${i?.date}. Si no esperaba este correo, puede ignorarlo.`)
};

const en_xa2_mail_respondent_until = /** @type {(inputs: Mail_Respondent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵöŕķš üñţíļ ${i?.date}. Îƒ ýöü ðíð ñöţ éẋþéçţ ţĥíš éɱáíļ, ýöü çáñ íĝñöŕé íţ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "The link works until {date}. If you did not expect this email, you can ignore it." |
*
* @param {Mail_Respondent_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_until = /** @type {((inputs: Mail_Respondent_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Respondent_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_respondent_until(inputs)
	if (locale === "fr") return fr_mail_respondent_until(inputs)
	if (locale === "nl") return nl_mail_respondent_until(inputs)
	if (locale === "es") return es_mail_respondent_until(inputs)
	if (locale === "en-XA") return en_xa2_mail_respondent_until(inputs)
	return en_mail_respondent_until(inputs)
});