/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Reset_Plain_QInputs */

const en_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-step sign-in?`)
};

const de_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Schritt-Anmeldung zurücksetzen?`)
};

const fr_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser la connexion en deux étapes ?`)
};

const nl_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tweestapsaanmelding resetten?`)
};

const es_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Restablecer el inicio de sesión en dos pasos?`)
};

const en_xa2_members_reset_plain_q = /** @type {(inputs: Members_Reset_Plain_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţŵö-šţéþ šíĝñ-íñ? one t]`)
};

/**
* | output |
* | --- |
* | "Reset two-step sign-in?" |
*
* @param {Members_Reset_Plain_QInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_plain_q = /** @type {((inputs?: Members_Reset_Plain_QInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Reset_Plain_QInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_reset_plain_q(inputs)
	if (locale === "fr") return fr_members_reset_plain_q(inputs)
	if (locale === "nl") return nl_members_reset_plain_q(inputs)
	if (locale === "es") return es_members_reset_plain_q(inputs)
	if (locale === "en-XA") return en_xa2_members_reset_plain_q(inputs)
	return en_members_reset_plain_q(inputs)
});