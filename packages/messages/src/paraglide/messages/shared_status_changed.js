/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Shared_Status_ChangedInputs */

const en_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status changed to ${i?.status}`)
};

const de_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status geändert in „${i?.status}“`)
};

const fr_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut changé en « ${i?.status} »`)
};

const nl_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status gewijzigd in ${i?.status}`)
};

const es_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado cambiado a ${i?.status}`)
};

const en_xa2_shared_status_changed = /** @type {(inputs: Shared_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţüš çĥáñĝéð ţö ${i?.status} one tw]`)
};

/**
* | output |
* | --- |
* | "Status changed to {status}" |
*
* @param {Shared_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_status_changed = /** @type {((inputs: Shared_Status_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Status_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_status_changed(inputs)
	if (locale === "fr") return fr_shared_status_changed(inputs)
	if (locale === "nl") return nl_shared_status_changed(inputs)
	if (locale === "es") return es_shared_status_changed(inputs)
	if (locale === "en-XA") return en_xa2_shared_status_changed(inputs)
	return en_shared_status_changed(inputs)
});