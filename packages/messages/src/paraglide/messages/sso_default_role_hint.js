/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Default_Role_HintInputs */

const en_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone from a verified domain who signs in with your provider for the first time joins with this role.`)
};

const de_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer aus einer bestätigten Domain sich zum ersten Mal über Ihren Anbieter anmeldet, tritt mit dieser Rolle bei.`)
};

const fr_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une personne d’un domaine vérifié qui se connecte pour la première fois via votre fournisseur rejoint l’organisation avec ce rôle.`)
};

const nl_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iemand uit een geverifieerd domein die zich voor het eerst via uw provider aanmeldt, wordt lid met deze rol.`)
};

const es_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quien pertenezca a un dominio verificado e inicie sesión por primera vez con su proveedor se une con este rol.`)
};

const en_xa2_sso_default_role_hint = /** @type {(inputs: Sso_Default_Role_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱéöñé ƒŕöɱ á ṽéŕíƒíéð ðöɱáíñ ŵĥö šíĝñš íñ ŵíţĥ ýöüŕ þŕöṽíðéŕ ƒöŕ ţĥé ƒíŕšţ ţíɱé ĵöíñš ŵíţĥ ţĥíš ŕöļé. one two three four five six seven]`)
};

/**
* | output |
* | --- |
* | "Someone from a verified domain who signs in with your provider for the first time joins with this role." |
*
* @param {Sso_Default_Role_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_default_role_hint = /** @type {((inputs?: Sso_Default_Role_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Default_Role_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_default_role_hint(inputs)
	if (locale === "fr") return fr_sso_default_role_hint(inputs)
	if (locale === "nl") return nl_sso_default_role_hint(inputs)
	if (locale === "es") return es_sso_default_role_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_default_role_hint(inputs)
	return en_sso_default_role_hint(inputs)
});