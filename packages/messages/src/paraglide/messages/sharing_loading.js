/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_LoadingInputs */

const en_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading shared users`)
};

const de_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilte Personen werden geladen`)
};

const fr_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des personnes invitées`)
};

const nl_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde gebruikers laden`)
};

const es_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando usuarios compartidos`)
};

const en_xa2_sharing_loading = /** @type {(inputs: Sharing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ šĥáŕéð üšéŕš one ]`)
};

/**
* | output |
* | --- |
* | "Loading shared users" |
*
* @param {Sharing_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_loading = /** @type {((inputs?: Sharing_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_loading(inputs)
	if (locale === "fr") return fr_sharing_loading(inputs)
	if (locale === "nl") return nl_sharing_loading(inputs)
	if (locale === "es") return es_sharing_loading(inputs)
	if (locale === "en-XA") return en_xa2_sharing_loading(inputs)
	return en_sharing_loading(inputs)
});