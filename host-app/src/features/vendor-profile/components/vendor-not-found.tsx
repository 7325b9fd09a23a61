import { Link } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Result } from 'antd';

/** An unknown, unlisted or malformed vendor id. */
export function VendorNotFound() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Vendor not found</h1>}
      subTitle="This vendor doesn't exist or isn't listed right now."
      extra={
        <Link
          to="/"
          style={{
            display: 'inline-block',
            padding: '8px 20px',
            borderRadius: radii.pill,
            background: brandColors.primary,
            color: '#fff',
            fontWeight: 600,
          }}
        >
          Browse vendors
        </Link>
      }
    />
  );
}
