/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_ViewerInputs */

const en_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viewer`)
};

const de_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrachter`)
};

const fr_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecteur`)
};

const nl_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lezer`)
};

const es_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector`)
};

const en_xa2_role_viewer = /** @type {(inputs: Role_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵéŕ ]`)
};

/**
* | output |
* | --- |
* | "Viewer" |
*
* @param {Role_ViewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_viewer = /** @type {((inputs?: Role_ViewerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_ViewerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_viewer(inputs)
	if (locale === "fr") return fr_role_viewer(inputs)
	if (locale === "nl") return nl_role_viewer(inputs)
	if (locale === "es") return es_role_viewer(inputs)
	if (locale === "en-XA") return en_xa2_role_viewer(inputs)
	return en_role_viewer(inputs)
});