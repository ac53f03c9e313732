/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_SeatsInputs */

const en_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.max} seats used.`)
};

const de_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.max} Plätzen belegt.`)
};

const fr_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} places sur ${i?.max} utilisées.`)
};

const nl_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} van ${i?.max} plaatsen in gebruik.`)
};

const es_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de ${i?.max} plazas en uso.`)
};

const en_xa2_admin_seats = /** @type {(inputs: Admin_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} öƒ ${i?.max} šéáţš üšéð. one tw]`)
};

/**
* | output |
* | --- |
* | "{used} of {max} seats used." |
*
* @param {Admin_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_seats = /** @type {((inputs: Admin_SeatsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SeatsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_seats(inputs)
	if (locale === "fr") return fr_admin_seats(inputs)
	if (locale === "nl") return nl_admin_seats(inputs)
	if (locale === "es") return es_admin_seats(inputs)
	if (locale === "en-XA") return en_xa2_admin_seats(inputs)
	return en_admin_seats(inputs)
});