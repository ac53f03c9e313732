/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Permission_DeniedInputs */

const en_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have access to this.`)
};

const de_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben darauf keinen Zugriff.`)
};

const fr_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas accès à ceci.`)
};

const nl_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U hebt hier geen toegang toe.`)
};

const es_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene acceso a esto.`)
};

const en_xa2_error_permission_denied = /** @type {(inputs: Error_Permission_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü ðöñ'ţ ĥáṽé áççéšš ţö ţĥíš. one two ]`)
};

/**
* | output |
* | --- |
* | "You don't have access to this." |
*
* @param {Error_Permission_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_permission_denied = /** @type {((inputs?: Error_Permission_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Permission_DeniedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_permission_denied(inputs)
	if (locale === "fr") return fr_error_permission_denied(inputs)
	if (locale === "nl") return nl_error_permission_denied(inputs)
	if (locale === "es") return es_error_permission_denied(inputs)
	if (locale === "en-XA") return en_xa2_error_permission_denied(inputs)
	return en_error_permission_denied(inputs)
});