/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Revoke_TitleInputs */

const en_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke support access?`)
};

const de_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff widerrufen?`)
};

const fr_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer l’accès du support ?`)
};

const nl_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support intrekken?`)
};

const es_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Revocar el acceso de soporte?`)
};

const en_xa2_support_revoke_title = /** @type {(inputs: Support_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé šüþþöŕţ áççéšš? one t]`)
};

/**
* | output |
* | --- |
* | "Revoke support access?" |
*
* @param {Support_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_revoke_title = /** @type {((inputs?: Support_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Revoke_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_revoke_title(inputs)
	if (locale === "fr") return fr_support_revoke_title(inputs)
	if (locale === "nl") return nl_support_revoke_title(inputs)
	if (locale === "es") return es_support_revoke_title(inputs)
	if (locale === "en-XA") return en_xa2_support_revoke_title(inputs)
	return en_support_revoke_title(inputs)
});