/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_Access_DescriptionInputs */

const en_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation's content opens only under access its owners approve (or break-glass). Ask for it below.`)
};

const de_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhalte der Organisation öffnen sich nur mit einem Zugang, den ihre Inhaber genehmigen (oder per Notfallzugriff). Fragen Sie unten danach.`)
};

const fr_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contenu de l’organisation ne s’ouvre qu’avec un accès approuvé par ses propriétaires (ou par accès d’urgence). Demandez-le ci-dessous.`)
};

const nl_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De inhoud van de organisatie gaat alleen open met toegang die de eigenaren goedkeuren (of met noodtoegang). Vraag er hieronder om.`)
};

const es_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contenido de la organización solo se abre con un acceso que aprueban sus propietarios (o de emergencia). Solicítalo abajo.`)
};

const en_xa2_console_support_no_access_description = /** @type {(inputs: Console_Support_No_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ'š çöñţéñţ öþéñš öñļý üñðéŕ áççéšš íţš öŵñéŕš áþþŕöṽé (öŕ ƀŕéáķ-ĝļášš). Åšķ ƒöŕ íţ ƀéļöŵ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "The organisation's content opens only under access its owners approve (or break-glass). Ask for it below." |
*
* @param {Console_Support_No_Access_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_access_description = /** @type {((inputs?: Console_Support_No_Access_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_Access_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_access_description(inputs)
	if (locale === "fr") return fr_console_support_no_access_description(inputs)
	if (locale === "nl") return nl_console_support_no_access_description(inputs)
	if (locale === "es") return es_console_support_no_access_description(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_access_description(inputs)
	return en_console_support_no_access_description(inputs)
});