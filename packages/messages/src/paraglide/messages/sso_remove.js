/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_RemoveInputs */

const en_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove domain`)
};

const de_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain entfernen`)
};

const fr_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le domaine`)
};

const nl_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein verwijderen`)
};

const es_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar dominio`)
};

const en_xa2_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ðöɱáíñ on]`)
};

/**
* | output |
* | --- |
* | "Remove domain" |
*
* @param {Sso_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_remove = /** @type {((inputs?: Sso_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_remove(inputs)
	if (locale === "fr") return fr_sso_remove(inputs)
	if (locale === "nl") return nl_sso_remove(inputs)
	if (locale === "es") return es_sso_remove(inputs)
	if (locale === "en-XA") return en_xa2_sso_remove(inputs)
	return en_sso_remove(inputs)
});