/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_InvitedInputs */

const en_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invited`)
};

const de_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingeladen`)
};

const fr_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invité`)
};

const nl_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgenodigd`)
};

const es_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitado`)
};

const en_xa2_common_status_invited = /** @type {(inputs: Common_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţéð ]`)
};

/**
* | output |
* | --- |
* | "Invited" |
*
* @param {Common_Status_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_status_invited = /** @type {((inputs?: Common_Status_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_InvitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_status_invited(inputs)
	if (locale === "fr") return fr_common_status_invited(inputs)
	if (locale === "nl") return nl_common_status_invited(inputs)
	if (locale === "es") return es_common_status_invited(inputs)
	if (locale === "en-XA") return en_xa2_common_status_invited(inputs)
	return en_common_status_invited(inputs)
});