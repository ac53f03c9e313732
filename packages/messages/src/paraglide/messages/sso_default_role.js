/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Default_RoleInputs */

const en_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role of people who join`)
};

const de_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle neu beitretender Personen`)
};

const fr_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle des personnes qui rejoignent`)
};

const nl_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol van mensen die lid worden`)
};

const es_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol de las personas que se unen`)
};

const en_xa2_sso_default_role = /** @type {(inputs: Sso_Default_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöļé öƒ þéöþļé ŵĥö ĵöíñ one t]`)
};

/**
* | output |
* | --- |
* | "Role of people who join" |
*
* @param {Sso_Default_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_default_role = /** @type {((inputs?: Sso_Default_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Default_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_default_role(inputs)
	if (locale === "fr") return fr_sso_default_role(inputs)
	if (locale === "nl") return nl_sso_default_role(inputs)
	if (locale === "es") return es_sso_default_role(inputs)
	if (locale === "en-XA") return en_xa2_sso_default_role(inputs)
	return en_sso_default_role(inputs)
});