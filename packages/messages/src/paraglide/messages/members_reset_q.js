/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Reset_QInputs */

const en_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the two-step sign-in of ${i?.name}?`)
};

const de_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zwei-Schritt-Anmeldung von ${i?.name} zurücksetzen?`)
};

const fr_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réinitialiser la connexion en deux étapes de ${i?.name} ?`)
};

const nl_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tweestapsaanmelding van ${i?.name} resetten?`)
};

const es_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Restablecer el inicio de sesión en dos pasos de ${i?.name}?`)
};

const en_xa2_members_reset_q = /** @type {(inputs: Members_Reset_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţĥé ţŵö-šţéþ šíĝñ-íñ öƒ ${i?.name}? one two th]`)
};

/**
* | output |
* | --- |
* | "Reset the two-step sign-in of {name}?" |
*
* @param {Members_Reset_QInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_q = /** @type {((inputs: Members_Reset_QInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Reset_QInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_reset_q(inputs)
	if (locale === "fr") return fr_members_reset_q(inputs)
	if (locale === "nl") return nl_members_reset_q(inputs)
	if (locale === "es") return es_members_reset_q(inputs)
	if (locale === "en-XA") return en_xa2_members_reset_q(inputs)
	return en_members_reset_q(inputs)
});