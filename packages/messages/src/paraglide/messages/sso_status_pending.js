/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Status_PendingInputs */

const en_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for DNS`)
};

const de_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf DNS`)
};

const fr_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente du DNS`)
};

const nl_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wacht op DNS`)
};

const es_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando al DNS`)
};

const en_xa2_sso_status_pending = /** @type {(inputs: Sso_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒöŕ ÐÑŠ on]`)
};

/**
* | output |
* | --- |
* | "Waiting for DNS" |
*
* @param {Sso_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_status_pending = /** @type {((inputs?: Sso_Status_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Status_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_status_pending(inputs)
	if (locale === "fr") return fr_sso_status_pending(inputs)
	if (locale === "nl") return nl_sso_status_pending(inputs)
	if (locale === "es") return es_sso_status_pending(inputs)
	if (locale === "en-XA") return en_xa2_sso_status_pending(inputs)
	return en_sso_status_pending(inputs)
});