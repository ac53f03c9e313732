/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Revoke_DescriptionInputs */

const en_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your identity provider’s next request with this token is refused. The members it provisioned stay as they are.`)
};

const de_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die nächste Anfrage Ihres Identitätsanbieters mit diesem Token wird abgelehnt. Die von ihm provisionierten Mitglieder bleiben unverändert.`)
};

const fr_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prochaine requête de votre fournisseur d’identité avec ce jeton sera refusée. Les membres qu’il a provisionnés restent tels quels.`)
};

const nl_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het volgende verzoek van uw identiteitsprovider met dit token wordt geweigerd. De leden die het heeft aangemaakt blijven zoals ze zijn.`)
};

const es_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La próxima solicitud de su proveedor de identidad con este token será rechazada. Los miembros que aprovisionó se quedan como están.`)
};

const en_xa2_scim_revoke_description = /** @type {(inputs: Scim_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ íðéñţíţý þŕöṽíðéŕ’š ñéẋţ ŕéǫüéšţ ŵíţĥ ţĥíš ţöķéñ íš ŕéƒüšéð. Ţĥé ɱéɱƀéŕš íţ þŕöṽíšíöñéð šţáý áš ţĥéý áŕé. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "Your identity provider’s next request with this token is refused. The members it provisioned stay as they are." |
*
* @param {Scim_Revoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke_description = /** @type {((inputs?: Scim_Revoke_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Revoke_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_revoke_description(inputs)
	if (locale === "fr") return fr_scim_revoke_description(inputs)
	if (locale === "nl") return nl_scim_revoke_description(inputs)
	if (locale === "es") return es_scim_revoke_description(inputs)
	if (locale === "en-XA") return en_xa2_scim_revoke_description(inputs)
	return en_scim_revoke_description(inputs)
});