/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Respondent_OpenInputs */

const en_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open this link to answer; no account is needed, and you can leave and come back to it:`)
};

const de_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie diesen Link, um zu antworten. Sie brauchen kein Konto und können jederzeit unterbrechen und später weitermachen:`)
};

const fr_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez ce lien pour répondre ; aucun compte n'est nécessaire, et vous pouvez vous interrompre et y revenir :`)
};

const nl_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open deze link om te antwoorden; u hebt geen account nodig en kunt stoppen en later verdergaan:`)
};

const es_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra este enlace para responder; no necesita una cuenta y puede dejarlo y volver más tarde:`)
};

const en_xa2_mail_respondent_open = /** @type {(inputs: Mail_Respondent_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ţĥíš ļíñķ ţö áñšŵéŕ; ñö áççöüñţ íš ñééðéð, áñð ýöü çáñ ļéáṽé áñð çöɱé ƀáçķ ţö íţ: one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Open this link to answer; no account is needed, and you can leave and come back to it:" |
*
* @param {Mail_Respondent_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_open = /** @type {((inputs?: Mail_Respondent_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Respondent_OpenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_respondent_open(inputs)
	if (locale === "fr") return fr_mail_respondent_open(inputs)
	if (locale === "nl") return nl_mail_respondent_open(inputs)
	if (locale === "es") return es_mail_respondent_open(inputs)
	if (locale === "en-XA") return en_xa2_mail_respondent_open(inputs)
	return en_mail_respondent_open(inputs)
});