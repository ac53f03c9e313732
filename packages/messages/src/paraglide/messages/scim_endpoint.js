/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_EndpointInputs */

const en_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM base URL`)
};

const de_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Basis-URL`)
};

const fr_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de base SCIM`)
};

const nl_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-basis-URL`)
};

const es_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base de SCIM`)
};

const en_xa2_scim_endpoint = /** @type {(inputs: Scim_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ƀášé ÛŔĻ on]`)
};

/**
* | output |
* | --- |
* | "SCIM base URL" |
*
* @param {Scim_EndpointInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_endpoint = /** @type {((inputs?: Scim_EndpointInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_EndpointInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_endpoint(inputs)
	if (locale === "fr") return fr_scim_endpoint(inputs)
	if (locale === "nl") return nl_scim_endpoint(inputs)
	if (locale === "es") return es_scim_endpoint(inputs)
	if (locale === "en-XA") return en_xa2_scim_endpoint(inputs)
	return en_scim_endpoint(inputs)
});