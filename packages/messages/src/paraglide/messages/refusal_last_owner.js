/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Last_OwnerInputs */

const en_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation needs an owner: make someone else an owner first.`)
};

const de_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation braucht einen Inhaber: Machen Sie zuerst jemand anderen zum Inhaber.`)
};

const fr_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’organisation a besoin d’un propriétaire : nommez d’abord quelqu’un d’autre propriétaire.`)
};

const nl_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisatie heeft een eigenaar nodig: maak eerst iemand anders eigenaar.`)
};

const es_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La organización necesita un propietario: haga primero propietario a otra persona.`)
};

const en_xa2_refusal_last_owner = /** @type {(inputs: Refusal_Last_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ ñééðš áñ öŵñéŕ: ɱáķé šöɱéöñé éļšé áñ öŵñéŕ ƒíŕšţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "The organisation needs an owner: make someone else an owner first." |
*
* @param {Refusal_Last_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_last_owner = /** @type {((inputs?: Refusal_Last_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Last_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_last_owner(inputs)
	if (locale === "fr") return fr_refusal_last_owner(inputs)
	if (locale === "nl") return nl_refusal_last_owner(inputs)
	if (locale === "es") return es_refusal_last_owner(inputs)
	if (locale === "en-XA") return en_xa2_refusal_last_owner(inputs)
	return en_refusal_last_owner(inputs)
});