/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Remove_QInputs */

const en_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}?`)
};

const de_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen?`)
};

const fr_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} ?`)
};

const nl_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verwijderen?`)
};

const es_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar a ${i?.name}?`)
};

const en_xa2_members_remove_q = /** @type {(inputs: Members_Remove_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.name}? on]`)
};

/**
* | output |
* | --- |
* | "Remove {name}?" |
*
* @param {Members_Remove_QInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_remove_q = /** @type {((inputs: Members_Remove_QInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Remove_QInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_remove_q(inputs)
	if (locale === "fr") return fr_members_remove_q(inputs)
	if (locale === "nl") return nl_members_remove_q(inputs)
	if (locale === "es") return es_members_remove_q(inputs)
	if (locale === "en-XA") return en_xa2_members_remove_q(inputs)
	return en_members_remove_q(inputs)
});