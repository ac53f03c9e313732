/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Approve_TitleInputs */

const en_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve support access?`)
};

const de_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff genehmigen?`)
};

const fr_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver l’accès du support ?`)
};

const nl_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support goedkeuren?`)
};

const es_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Aprobar el acceso de soporte?`)
};

const en_xa2_support_approve_title = /** @type {(inputs: Support_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþŕöṽé šüþþöŕţ áççéšš? one t]`)
};

/**
* | output |
* | --- |
* | "Approve support access?" |
*
* @param {Support_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approve_title = /** @type {((inputs?: Support_Approve_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Approve_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_approve_title(inputs)
	if (locale === "fr") return fr_support_approve_title(inputs)
	if (locale === "nl") return nl_support_approve_title(inputs)
	if (locale === "es") return es_support_approve_title(inputs)
	if (locale === "en-XA") return en_xa2_support_approve_title(inputs)
	return en_support_approve_title(inputs)
});