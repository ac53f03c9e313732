/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_PendingInputs */

const en_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an owner`)
};

const de_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf einen Inhaber`)
};

const fr_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’un propriétaire`)
};

const nl_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wacht op een eigenaar`)
};

const es_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando a un propietario`)
};

const en_xa2_support_status_pending = /** @type {(inputs: Support_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒöŕ áñ öŵñéŕ one ]`)
};

/**
* | output |
* | --- |
* | "Waiting for an owner" |
*
* @param {Support_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_status_pending = /** @type {((inputs?: Support_Status_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_status_pending(inputs)
	if (locale === "fr") return fr_support_status_pending(inputs)
	if (locale === "nl") return nl_support_status_pending(inputs)
	if (locale === "es") return es_support_status_pending(inputs)
	if (locale === "en-XA") return en_xa2_support_status_pending(inputs)
	return en_support_status_pending(inputs)
});